#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001363.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13apply4_kerneliPfPiS_(int, float *, int *__restrict__, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13apply4_kerneliPfPiS_(int __par0, float *__par1, int *__restrict__ __par2, float *__restrict__ __par3){ int *__T0;
 float *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(int, float *, int *__restrict__, float *__restrict__))apply4_kernel)), 0U);}
# 9 "v001363.cu"
void apply4_kernel( int __cuda_0,float *__cuda_1,int *__restrict__ __cuda_2,float *__restrict__ __cuda_3)
# 9 "v001363.cu"
{__device_stub__Z13apply4_kerneliPfPiS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 25 "v001363.cu"
}
# 1 "v001363.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, float *, int *__restrict__, float *__restrict__))apply4_kernel), _Z13apply4_kerneliPfPiS_, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_gather14,::c_gather14), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
