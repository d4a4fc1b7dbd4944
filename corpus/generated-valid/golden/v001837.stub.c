#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001837.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter21_kernelPKiS0_PiS0_(const int *__restrict__, const int *, int *__restrict__, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter21_kernelPKiS0_PiS0_(const int *__restrict__ __par0, const int *__par1, int *__restrict__ __par2, const int *__par3){ const int *__T1;
 int *__T2;
__cudaLaunchPrologue(4);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T2 = __par2;__cudaSetupArgSimple(__T2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, const int *, int *__restrict__, const int *))scatter21_kernel)), 0U);}
# 49 "v001837.cu"
void scatter21_kernel( const int *__restrict__ __cuda_0,const int *__cuda_1,int *__restrict__ __cuda_2,const int *__cuda_3)
# 49 "v001837.cu"
{__device_stub__Z16scatter21_kernelPKiS0_PiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 58 "v001837.cu"
}
# 1 "v001837.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const int *__restrict__, const int *, int *__restrict__, const int *))scatter21_kernel), _Z16scatter21_kernelPKiS0_PiS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
