#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "device_memory_spaces.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z3firPKfPfi(const float *, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10accumulatei(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z3firPKfPfi(const float *__par0, float *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int))fir)), 0U);}
# 15 "device_memory_spaces.cu"
void fir( const float *__cuda_0,float *__cuda_1,int __cuda_2)
# 16 "device_memory_spaces.cu"
{__device_stub__Z3firPKfPfi( __cuda_0,__cuda_1,__cuda_2);
# 24 "device_memory_spaces.cu"
}
# 1 "device_memory_spaces.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10accumulatei( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))accumulate)), 0U); }
# 26 "device_memory_spaces.cu"
void accumulate( int __cuda_0)
# 27 "device_memory_spaces.cu"
{__device_stub__Z10accumulatei( __cuda_0);




}
# 1 "device_memory_spaces.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int))accumulate), _Z10accumulatei, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const float *, float *, int))fir), _Z3firPKfPfi, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_error_count,::d_error_count), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(d_scale,::d_scale), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(d_lut,::d_lut), 0, 16UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(c_coeffs,::c_coeffs), 0, 32UL, 1, 0); __cudaRegisterVariable(__T0, __shadow_var(c_taps,::c_taps), 0, 4UL, 1, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(m_iterations,::m_iterations), 0, 4UL, 0, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(m_result,::m_result), 0, 64UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(c_cfg,::c_cfg), 0, 12UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
