#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002323.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12warp9_kerneliPcPKm(int, char *, const unsigned long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12warp9_kerneliPcPKm(int __par0, char *__par1, const unsigned long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, char *, const unsigned long *))warp9_kernel)), 0U);}
# 19 "v002323.cu"
void warp9_kernel( int __cuda_0,char *__cuda_1,const unsigned long *__cuda_2)
# 19 "v002323.cu"
{__device_stub__Z12warp9_kerneliPcPKm( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002323.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, char *, const unsigned long *))warp9_kernel), _Z12warp9_kerneliPcPKm, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_smooth8,::d_smooth8), 0, 1UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(d_filter14,::d_filter14), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
