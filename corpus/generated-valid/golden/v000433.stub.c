#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000433.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN7detail96rank10Ei(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN7detail96warp16EPKf(const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN7detail96rank10Ei(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))detail9::rank10)), 0U);}
# 15 "v000433.cu"
void detail9::rank10( int __cuda_0)
# 16 "v000433.cu"
{__device_stub__ZN7detail96rank10Ei( __cuda_0);
# 29 "v000433.cu"
}
# 1 "v000433.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN7detail96warp16EPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))detail9::warp16)), 0U); }
# 31 "v000433.cu"
void detail9::warp16( const float *__cuda_0)
# 32 "v000433.cu"
{__device_stub__ZN7detail96warp16EPKf( __cuda_0);




}
# 1 "v000433.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const float *))detail9::warp16), _ZN7detail96warp16EPKf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))detail9::rank10), _ZN7detail96rank10Ei, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(m_update8,::m_update8), 0, 32UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(d_update21,::d_update21), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
