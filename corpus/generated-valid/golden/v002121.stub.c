#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002121.fatbin.c"
static void __device_stub__Z6relax4f(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias21iPfPKiS_(int, float *, const int *, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14merge42_kernelPKidPKfPf(const int *, double, const float *, float *__restrict__);
static void __device_stub__Z15spread11_kernelIjLi4EEvT_S0_PKS0_(unsigned, unsigned, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6relax4f(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))relax4)), 0U);}
# 10 "v002121.cu"
static void relax4( float __cuda_0)
# 10 "v002121.cu"
{__device_stub__Z6relax4f( __cuda_0);
# 17 "v002121.cu"
}
# 1 "v002121.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias21iPfPKiS_( int __par0,  float *__par1,  const int *__par2,  float *__restrict__ __par3) {  float *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T0 = __par3; __cudaSetupArgSimple(__T0, 24UL); __cudaLaunch(((char *)((void ( *)(int, float *, const int *, float *__restrict__))bias21)), 0U); }
# 38 "v002121.cu"
void bias21( int __cuda_0,float *__cuda_1,const int *__cuda_2,float *__restrict__ __cuda_3)
# 38 "v002121.cu"
{__device_stub__Z6bias21iPfPKiS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 48 "v002121.cu"
}
# 1 "v002121.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14merge42_kernelPKidPKfPf( const int *__par0,  double __par1,  const float *__par2,  float *__restrict__ __par3) {  float *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, double, const float *, float *__restrict__))merge42_kernel)), 0U); }
# 80 "v002121.cu"
void merge42_kernel( const int *__cuda_0,double __cuda_1,const float *__cuda_2,float *__restrict__ __cuda_3)
# 80 "v002121.cu"
{__device_stub__Z14merge42_kernelPKidPKfPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 90 "v002121.cu"
}
# 1 "v002121.cudafe1.stub.c"
static void __device_stub__Z15spread11_kernelIjLi4EEvT_S0_PKS0_( unsigned __par0,  unsigned __par1,  const unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, unsigned, const unsigned *))spread11_kernel<unsigned int, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread11_kernel<unsigned,4>( unsigned &__cuda_0,unsigned &__cuda_1,const unsigned *&__cuda_2){__device_stub__Z15spread11_kernelIjLi4EEvT_S0_PKS0_( (unsigned &)__cuda_0,(unsigned &)__cuda_1,(const unsigned *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned, unsigned, const unsigned *))spread11_kernel<unsigned int, (int)4> ), _Z15spread11_kernelIjLi4EEvT_S0_PKS0_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *, double, const float *, float *__restrict__))merge42_kernel), _Z14merge42_kernelPKidPKfPf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, float *, const int *, float *__restrict__))bias21), _Z6bias21iPfPKiS_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float))relax4), _Z6relax4f, 64); __cudaRegisterVariable(__T6, __shadow_var(d_drift19,::d_drift19), 0, 128UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(c_norm20,::c_norm20), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
