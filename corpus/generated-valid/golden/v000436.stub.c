#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000436.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6trace3PdPy(double *, unsigned long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack12PKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7probe24idPiPKi(int, double, ptr11_t, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6trace3PdPy(double *__par0, unsigned long long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, unsigned long long *))trace3)), 0U);}
# 8 "v000436.cu"
void trace3( double *__cuda_0,unsigned long long *__cuda_1)
# 8 "v000436.cu"
{__device_stub__Z6trace3PdPy( __cuda_0,__cuda_1);
# 17 "v000436.cu"
}
# 1 "v000436.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack12PKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))pack12)), 0U); }
# 26 "v000436.cu"
void pack12( const int *__cuda_0)
# 26 "v000436.cu"
{__device_stub__Z6pack12PKi( __cuda_0);
# 33 "v000436.cu"
}
# 1 "v000436.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7probe24idPiPKi( int __par0,  double __par1,  ptr11_t __par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, double, ptr11_t, const int *))probe24)), 0U); }
# 50 "v000436.cu"
void probe24( int __cuda_0,double __cuda_1,::ptr11_t __cuda_2,const int *__cuda_3)
# 50 "v000436.cu"
{__device_stub__Z7probe24idPiPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 60 "v000436.cu"
}
# 1 "v000436.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T14) {  __nv_dummy_param_ref(__T14); __nv_save_fatbinhandle_for_managed_rt(__T14); __cudaRegisterEntry(__T14, ((void ( *)(int, double, ptr11_t, const int *))probe24), _Z7probe24idPiPKi, 64); __cudaRegisterEntry(__T14, ((void ( *)(const int *))pack12), _Z6pack12PKi, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(double *, unsigned long long *))trace3), _Z6trace3PdPy, (-1)); __cudaRegisterVariable(__T14, __shadow_var(d_pivot7,::d_pivot7), 0, 8UL, 0, 0); __cudaRegisterManagedVariable(__T14, __shadow_var(m_grow8,::m_grow8), 0, 16UL, 0, 0); __cudaRegisterVariable(__T14, __shadow_var(_ZN41_INTERNAL_051e51d3_10_v000436_cu_19fc0b357detail99d_march10E,::detail9::d_march10), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
