#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001742.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__18bf638e_10_v001742_cu_61c572957relax13EPfm(float *__restrict__, size_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__18bf638e_10_v001742_cu_61c572957relax13EPfm(float *__restrict__ __par0, size_t __par1){ float *__T3;
__cudaLaunchPrologue(2);__T3 = __par0;__cudaSetupArgSimple(__T3, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, size_t))_NV_ANON_NAMESPACE::relax13)), 0U);}
# 36 "v001742.cu"
void _NV_ANON_NAMESPACE::relax13( float *__restrict__ __cuda_0,::size_t __cuda_1)
# 37 "v001742.cu"
{__device_stub__ZN43_GLOBAL__N__18bf638e_10_v001742_cu_61c572957relax13EPfm( __cuda_0,__cuda_1);




}
# 1 "v001742.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float *__restrict__, size_t))_NV_ANON_NAMESPACE::relax13), _ZN43_GLOBAL__N__18bf638e_10_v001742_cu_61c572957relax13EPfm, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_reduce30,::d_reduce30), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
