#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000035.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply10_kernelPKjPKi(const unsigned *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__8c3abc2b_10_v000035_cu_c_tally96kick18EPKdPKff(const double *, const float *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14apply10_kernelPKjPKi(const unsigned *__par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, const int *))apply10_kernel)), 0U);}
# 27 "v000035.cu"
void apply10_kernel( const unsigned *__cuda_0,const int *__cuda_1)
# 28 "v000035.cu"
{__device_stub__Z14apply10_kernelPKjPKi( __cuda_0,__cuda_1);



}
# 1 "v000035.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__8c3abc2b_10_v000035_cu_c_tally96kick18EPKdPKff( const double *__par0,  const float *__par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const double *, const float *, float))_NV_ANON_NAMESPACE::kick18)), 0U); }
# 41 "v000035.cu"
void _NV_ANON_NAMESPACE::kick18( const double *__cuda_0,const float *__cuda_1,float __cuda_2)
# 42 "v000035.cu"
{__device_stub__ZN43_GLOBAL__N__8c3abc2b_10_v000035_cu_c_tally96kick18EPKdPKff( __cuda_0,__cuda_1,__cuda_2);
# 57 "v000035.cu"
}
# 1 "v000035.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const double *, const float *, float))_NV_ANON_NAMESPACE::kick18), _ZN43_GLOBAL__N__8c3abc2b_10_v000035_cu_c_tally96kick18EPKdPKff, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const unsigned *, const int *))apply10_kernel), _Z14apply10_kernelPKjPKi, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_tally9,::c_tally9), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
