#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000389.fatbin.c"
static void __device_stub__Z14march11_kernelIfLi1EEvT_PS0_S1_S0_(float, float *__restrict__, float *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay24_kernelPi(idx2_t *);
static void __device_stub__Z4mix3IjLi7EEvPKT_PfS2_S2_(const unsigned *__restrict__, float *, const unsigned *__restrict__, const unsigned *);
static void __device_stub__Z4mix3IjLi4EEvPKT_PfS2_S2_(const unsigned *__restrict__, float *, const unsigned *__restrict__, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14march11_kernelIfLi1EEvT_PS0_S1_S0_(float __par0, float *__restrict__ __par1, float *__par2, float __par3){ float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float, float *__restrict__, float *, float))march11_kernel<float, (int)1> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_march11_kernel<float,1>( float &__cuda_0,float *__restrict__ &__cuda_1,float *&__cuda_2,float &__cuda_3){__device_stub__Z14march11_kernelIfLi1EEvT_PS0_S1_S0_( (float &)__cuda_0,(float *&)__cuda_1,(float *&)__cuda_2,(float &)__cuda_3);}
__attribute__((visibility("hidden"))) void __device_stub__Z14decay24_kernelPi(idx2_t *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(idx2_t *))decay24_kernel)), 0U);}
# 43 "v000389.cu"
void decay24_kernel( ::idx2_t *__cuda_0)
# 44 "v000389.cu"
{__device_stub__Z14decay24_kernelPi( __cuda_0);
# 56 "v000389.cu"
}
# 1 "v000389.cudafe1.stub.c"
static void __device_stub__Z4mix3IjLi7EEvPKT_PfS2_S2_( const unsigned *__restrict__ __par0,  float *__par1,  const unsigned *__restrict__ __par2,  const unsigned *__par3) {  const unsigned *__T1;
 const unsigned *__T2;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, float *, const unsigned *__restrict__, const unsigned *))mix3<unsigned int, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_mix3<unsigned,7>( const unsigned *__restrict__ &__cuda_0,float *&__cuda_1,const unsigned *__restrict__ &__cuda_2,const unsigned *&__cuda_3){__device_stub__Z4mix3IjLi7EEvPKT_PfS2_S2_( (const unsigned *&)__cuda_0,(float *&)__cuda_1,(const unsigned *&)__cuda_2,(const unsigned *&)__cuda_3);}
static void __device_stub__Z4mix3IjLi4EEvPKT_PfS2_S2_( const unsigned *__restrict__ __par0,  float *__par1,  const unsigned *__restrict__ __par2,  const unsigned *__par3) {  const unsigned *__T3;
 const unsigned *__T4;
__cudaLaunchPrologue(4); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T4 = __par2; __cudaSetupArgSimple(__T4, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, float *, const unsigned *__restrict__, const unsigned *))mix3<unsigned int, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_mix3<unsigned,4>( const unsigned *__restrict__ &__cuda_0,float *&__cuda_1,const unsigned *__restrict__ &__cuda_2,const unsigned *&__cuda_3){__device_stub__Z4mix3IjLi4EEvPKT_PfS2_S2_( (const unsigned *&)__cuda_0,(float *&)__cuda_1,(const unsigned *&)__cuda_2,(const unsigned *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(const unsigned *__restrict__, float *, const unsigned *__restrict__, const unsigned *))mix3<unsigned int, (int)4> ), _Z4mix3IjLi4EEvPKT_PfS2_S2_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const unsigned *__restrict__, float *, const unsigned *__restrict__, const unsigned *))mix3<unsigned int, (int)7> ), _Z4mix3IjLi7EEvPKT_PfS2_S2_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(idx2_t *))decay24_kernel), _Z14decay24_kernelPi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(float, float *__restrict__, float *, float))march11_kernel<float, (int)1> ), _Z14march11_kernelIfLi1EEvT_PS0_S1_S0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
