#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000503.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sweep5_kernelPffiPKt(float *, float, int, const unsigned short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sweep5_kernelPffiPKt(float *__par0, float __par1, int __par2, const unsigned short *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(float *, float, int, const unsigned short *))sweep5_kernel)), 0U);}
# 16 "v000503.cu"
void sweep5_kernel( float *__cuda_0,float __cuda_1,int __cuda_2,const unsigned short *__cuda_3)
# 16 "v000503.cu"
{__device_stub__Z13sweep5_kernelPffiPKt( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "v000503.cu"
}
# 1 "v000503.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *, float, int, const unsigned short *))sweep5_kernel), _Z13sweep5_kernelPffiPKt, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
