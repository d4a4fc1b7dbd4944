#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000368.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift20iPKiS0_i(int, const int *__restrict__, const int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7drift20iPKiS0_i(int __par0, const int *__restrict__ __par1, const int *__par2, int __par3){ const int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, const int *__restrict__, const int *, int))drift20)), 0U);}
# 30 "v000368.cu"
void drift20( int __cuda_0,const int *__restrict__ __cuda_1,const int *__cuda_2,int __cuda_3)
# 31 "v000368.cu"
{__device_stub__Z7drift20iPKiS0_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000368.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, const int *__restrict__, const int *, int))drift20), _Z7drift20iPKiS0_i, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_sift6,::d_sift6), 0, 512UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
