#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002126.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay18_kernelPKiPiiS0_(const int *__restrict__, int *, int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14decay18_kernelPKiPiiS0_(const int *__restrict__ __par0, int *__par1, int __par2, const int *__par3){ const int *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, int *, int, const int *))decay18_kernel)), 0U);}
# 42 "v002126.cu"
void decay18_kernel( const int *__restrict__ __cuda_0,int *__cuda_1,int __cuda_2,const int *__cuda_3)
# 42 "v002126.cu"
{__device_stub__Z14decay18_kernelPKiPiiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 54 "v002126.cu"
}
# 1 "v002126.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *__restrict__, int *, int, const int *))decay18_kernel), _Z14decay18_kernelPKiPiiS0_, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_split9,::c_split9), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
