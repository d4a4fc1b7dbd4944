#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001042.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6shade5PfPKii(float *__restrict__, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow24_kernelPKcPKifi(const char *__restrict__, const int *, float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow42PKfPifPf(const float *__restrict__, int *__restrict__, float, float *);
static void __device_stub__Z7score16IdLi7EEvT_(double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6shade5PfPKii(float *__restrict__ __par0, const int *__par1, int __par2){ float *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, const int *, int))shade5)), 0U);}
# 9 "v001042.cu"
void shade5( float *__restrict__ __cuda_0,const int *__cuda_1,int __cuda_2)
# 9 "v001042.cu"
{__device_stub__Z6shade5PfPKii( __cuda_0,__cuda_1,__cuda_2);
# 21 "v001042.cu"
}
# 1 "v001042.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow24_kernelPKcPKifi( const char *__restrict__ __par0,  const int *__par1,  float __par2,  int __par3) {  const char *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(const char *__restrict__, const int *, float, int))grow24_kernel)), 0U); }
# 48 "v001042.cu"
void grow24_kernel( const char *__restrict__ __cuda_0,const int *__cuda_1,float __cuda_2,int __cuda_3)
# 48 "v001042.cu"
{__device_stub__Z13grow24_kernelPKcPKifi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 54 "v001042.cu"
}
# 1 "v001042.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow42PKfPifPf( const float *__restrict__ __par0,  int *__restrict__ __par1,  float __par2,  float *__par3) {  const float *__T2;
 int *__T3;
__cudaLaunchPrologue(4); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, int *__restrict__, float, float *))grow42)), 0U); }
# 69 "v001042.cu"
void grow42( const float *__restrict__ __cuda_0,int *__restrict__ __cuda_1,float __cuda_2,float *__cuda_3)
# 69 "v001042.cu"
{__device_stub__Z6grow42PKfPifPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 78 "v001042.cu"
}
# 1 "v001042.cudafe1.stub.c"
static void __device_stub__Z7score16IdLi7EEvT_( double __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double))score16<double, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_score16<double,7>( double &__cuda_0){__device_stub__Z7score16IdLi7EEvT_( (double &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(double))score16<double, (int)7> ), _Z7score16IdLi7EEvT_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const float *__restrict__, int *__restrict__, float, float *))grow42), grow42, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const char *__restrict__, const int *, float, int))grow24_kernel), _Z13grow24_kernelPKcPKifi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float *__restrict__, const int *, int))shade5), _Z6shade5PfPKii, 32); __cudaRegisterVariable(__T7, __shadow_var(d_shade36,::d_shade36), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
