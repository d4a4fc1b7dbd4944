#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000884.fatbin.c"
static void __device_stub__Z6blend3iPyfPf(int, unsigned long long *, float, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6blend3iPyfPf(int __par0, unsigned long long *__par1, float __par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, unsigned long long *, float, float *))blend3)), 0U);}
# 12 "v000884.cu"
static void blend3( int __cuda_0,unsigned long long *__cuda_1,float __cuda_2,float *__cuda_3)
# 12 "v000884.cu"
{__device_stub__Z6blend3iPyfPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 22 "v000884.cu"
}
# 1 "v000884.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, unsigned long long *, float, float *))blend3), _Z6blend3iPyfPf, (-1)); __cudaRegisterManagedVariable(__T0, __shadow_var(m_march12,::m_march12), 0, 128UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(c_march13,::c_march13), 0, 16UL, 1, 0); __cudaRegisterVariable(__T0, __shadow_var(d_probe14,::d_probe14), 0, 64UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(c_mix15,::c_mix15), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
