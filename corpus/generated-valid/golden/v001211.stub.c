#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001211.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6scale2PdPf(double *, float *);
static void __device_stub__Z6bump13PifPj(int *, float, unsigned *);
static void __device_stub__Z7spread7IfEvPKT_(const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6scale2PdPf(double *__par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, float *))scale2)), 0U);}
# 7 "v001211.cu"
void scale2( double *__cuda_0,float *__cuda_1)
# 8 "v001211.cu"
{__device_stub__Z6scale2PdPf( __cuda_0,__cuda_1);
# 23 "v001211.cu"
}
# 1 "v001211.cudafe1.stub.c"
static void __device_stub__Z6bump13PifPj( int *__par0,  float __par1,  unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, float, unsigned *))bump13)), 0U); }
# 37 "v001211.cu"
static void bump13( int *__cuda_0,float __cuda_1,unsigned *__cuda_2)
# 38 "v001211.cu"
{__device_stub__Z6bump13PifPj( __cuda_0,__cuda_1,__cuda_2);
# 53 "v001211.cu"
}
# 1 "v001211.cudafe1.stub.c"
static void __device_stub__Z7spread7IfEvPKT_( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))spread7<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread7<float>( const float *&__cuda_0){__device_stub__Z7spread7IfEvPKT_( (const float *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const float *))spread7<float> ), _Z7spread7IfEvPKT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, float, unsigned *))bump13), _Z6bump13PifPj, 128); __cudaRegisterEntry(__T5, ((void ( *)(double *, float *))scale2), _Z6scale2PdPf, (-1)); __cudaRegisterManagedVariable(__T5, __shadow_var(m_filter28,::m_filter28), 0, 16UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(_ZN5img239c_march27E,::img23::c_march27), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
