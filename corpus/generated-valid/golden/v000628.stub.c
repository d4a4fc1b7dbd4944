#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000628.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6apply1xPKcPKj(long long, const char *, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum22_kernelPKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN7detail812bias9_kernelEPKfPi(const float *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6apply1xPKcPKj(long long __par0, const char *__par1, const unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long long, const char *, const unsigned *))apply1)), 0U);}
# 5 "v000628.cu"
void apply1( long long __cuda_0,const char *__cuda_1,const unsigned *__cuda_2)
# 6 "v000628.cu"
{__device_stub__Z6apply1xPKcPKj( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000628.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum22_kernelPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))accum22_kernel)), 0U); }
# 39 "v000628.cu"
void accum22_kernel( const float *__cuda_0)
# 40 "v000628.cu"
{__device_stub__Z14accum22_kernelPKf( __cuda_0);



}
# 1 "v000628.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN7detail812bias9_kernelEPKfPi( const float *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, int *))detail8::bias9_kernel)), 0U); }
# 13 "v000628.cu"
void detail8::bias9_kernel( const float *__cuda_0,int *__cuda_1)
# 14 "v000628.cu"
{__device_stub__ZN7detail812bias9_kernelEPKfPi( __cuda_0,__cuda_1);
# 22 "v000628.cu"
}
# 1 "v000628.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, int *))detail8::bias9_kernel), _ZN7detail812bias9_kernelEPKfPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *))accum22_kernel), _Z14accum22_kernelPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long long, const char *, const unsigned *))apply1), _Z6apply1xPKcPKj, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(_ZN7detail89m_sweep17E,::detail8::m_sweep17), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
