#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000431.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12pack6_kernelPKjPKfi(const unsigned *__restrict__, const float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12pack6_kernelPKjPKfi(const unsigned *__restrict__ __par0, const float *__par1, int __par2){ const unsigned *__T1;
__cudaLaunchPrologue(3);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, const float *, int))pack6_kernel)), 0U);}
# 31 "i000431.cu"
void pack6_kernel( const unsigned *__restrict__ __cuda_0,const float *__cuda_1,int __cuda_2)
# 31 "i000431.cu"
{__device_stub__Z12pack6_kernelPKjPKfi( __cuda_0,__cuda_1,__cuda_2);
# 37 "i000431.cu"
}
# 1 "i000431.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned *__restrict__, const float *, int))pack6_kernel), _Z12pack6_kernelPKjPKfi, 512UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
