#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001689.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum27_kerneliPli(int, long *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14accum27_kerneliPli(int __par0, long *__restrict__ __par1, int __par2){ long *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, long *__restrict__, int))accum27_kernel)), 0U);}
# 53 "v001689.cu"
void accum27_kernel( int __cuda_0,long *__restrict__ __cuda_1,int __cuda_2)
# 54 "v001689.cu"
{__device_stub__Z14accum27_kerneliPli( __cuda_0,__cuda_1,__cuda_2);
# 68 "v001689.cu"
}
# 1 "v001689.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, long *__restrict__, int))accum27_kernel), _Z14accum27_kerneliPli, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_bump4,::d_bump4), 0, 4UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(d_update5,::d_update5), 0, 128UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(d_clamp39,::d_clamp39), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
