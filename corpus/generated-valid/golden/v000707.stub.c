#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000707.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum44_kernelPfiPKj(float *, int, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14accum44_kernelPfiPKj(float *__par0, int __par1, const unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *, int, const unsigned *))accum44_kernel)), 0U);}
# 95 "v000707.cu"
void accum44_kernel( float *__cuda_0,int __cuda_1,const unsigned *__cuda_2)
# 95 "v000707.cu"
{__device_stub__Z14accum44_kernelPfiPKj( __cuda_0,__cuda_1,__cuda_2);
# 101 "v000707.cu"
}
# 1 "v000707.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *, int, const unsigned *))accum44_kernel), _Z14accum44_kernelPfiPKj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
