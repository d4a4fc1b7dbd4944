#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001268.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter10_kernelPKiPKxiPi(const int *, const long long *__restrict__, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter10_kernelPKiPKxiPi(const int *__par0, const long long *__restrict__ __par1, int __par2, int *__par3){ const long long *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, const long long *__restrict__, int, int *))scatter10_kernel)), 0U);}
# 34 "v001268.cu"
void scatter10_kernel( const int *__cuda_0,const long long *__restrict__ __cuda_1,int __cuda_2,int *__cuda_3)
# 34 "v001268.cu"
{__device_stub__Z16scatter10_kernelPKiPKxiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v001268.cu"
}
# 1 "v001268.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const int *, const long long *__restrict__, int, int *))scatter10_kernel), scatter10_kernel, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
