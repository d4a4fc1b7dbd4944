#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001455.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13probe2_kernelPiii(int *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp10Pa(signed char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp16_kerneliPiPKj(int, int *, const unsigned *);
static void __device_stub__Z7blend35IldEvPKT0_PKfPif(const double *, const float *, int *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math2316scatter24_kernelEPKxii(const long long *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13probe2_kernelPiii(int *__par0, int __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(int *, int, int))probe2_kernel)), 0U);}
# 8 "v001455.cu"
void probe2_kernel( int *__cuda_0,int __cuda_1,int __cuda_2)
# 8 "v001455.cu"
{__device_stub__Z13probe2_kernelPiii( __cuda_0,__cuda_1,__cuda_2);
# 15 "v001455.cu"
}
# 1 "v001455.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp10Pa( signed char *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(signed char *))lerp10)), 0U); }
# 19 "v001455.cu"
void lerp10( signed char *__cuda_0)
# 19 "v001455.cu"
{__device_stub__Z6lerp10Pa( __cuda_0);
# 30 "v001455.cu"
}
# 1 "v001455.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp16_kerneliPiPKj( int __par0,  int *__par1,  const unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, const unsigned *))warp16_kernel)), 0U); }
# 33 "v001455.cu"
void warp16_kernel( int __cuda_0,int *__cuda_1,const unsigned *__cuda_2)
# 33 "v001455.cu"
{__device_stub__Z13warp16_kerneliPiPKj( __cuda_0,__cuda_1,__cuda_2);
# 53 "v001455.cu"
}
# 1 "v001455.cudafe1.stub.c"
static void __device_stub__Z7blend35IldEvPKT0_PKfPif( const double *__par0,  const float *__par1,  int *__par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const double *, const float *, int *, float))blend35<long, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_blend35<long,double>( const double *&__cuda_0,const float *&__cuda_1,int *&__cuda_2,float &__cuda_3){__device_stub__Z7blend35IldEvPKT0_PKfPif( (const double *&)__cuda_0,(const float *&)__cuda_1,(int *&)__cuda_2,(float &)__cuda_3);}
__attribute__((visibility("hidden"))) void __device_stub__ZN6math2316scatter24_kernelEPKxii( const long long *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const long long *, int, int))math23::scatter24_kernel)), 0U); }
# 56 "v001455.cu"
void math23::scatter24_kernel( const long long *__cuda_0,int __cuda_1,int __cuda_2)
# 56 "v001455.cu"
{__device_stub__ZN6math2316scatter24_kernelEPKxii( __cuda_0,__cuda_1,__cuda_2);
# 67 "v001455.cu"
}
# 1 "v001455.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const long long *, int, int))math23::scatter24_kernel), _ZN6math2316scatter24_kernelEPKxii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const double *, const float *, int *, float))blend35<long, double> ), _Z7blend35IldEvPKT0_PKfPif, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int *, const unsigned *))warp16_kernel), _Z13warp16_kerneliPiPKj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(signed char *))lerp10), _Z6lerp10Pa, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, int, int))probe2_kernel), _Z13probe2_kernelPiii, 32UL); __cudaRegisterManagedVariable(__T4, __shadow_var(m_weigh9,::m_weigh9), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
