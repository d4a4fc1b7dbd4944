#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002299.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift13_kernelPfjPKfPKi(float *, unsigned, const float *, const int *);
static void __device_stub__Z15spread22_kernelix(int, long long);
static void __device_stub__Z13trace6_kernelIfLi3EEvPT_iPKS0_f(float *, int, const float *, float);
static void __device_stub__ZN6util2614split27_kernelEPKiS1_iPKt(const int *, const int *, int, const unsigned short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sift13_kernelPfjPKfPKi(float *__par0, unsigned __par1, const float *__par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, unsigned, const float *, const int *))sift13_kernel)), 0U);}
# 23 "v002299.cu"
void sift13_kernel( float *__cuda_0,unsigned __cuda_1,const float *__cuda_2,const int *__cuda_3)
# 23 "v002299.cu"
{__device_stub__Z13sift13_kernelPfjPKfPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 35 "v002299.cu"
}
# 1 "v002299.cudafe1.stub.c"
static void __device_stub__Z15spread22_kernelix( int __par0,  long long __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, long long))spread22_kernel)), 0U); }
# 38 "v002299.cu"
static void spread22_kernel( int __cuda_0,long long __cuda_1)
# 38 "v002299.cu"
{__device_stub__Z15spread22_kernelix( __cuda_0,__cuda_1);



}
# 1 "v002299.cudafe1.stub.c"
static void __device_stub__Z13trace6_kernelIfLi3EEvPT_iPKS0_f( float *__par0,  int __par1,  const float *__par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, int, const float *, float))trace6_kernel<float, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_trace6_kernel<float,3>( float *&__cuda_0,int &__cuda_1,const float *&__cuda_2,float &__cuda_3){__device_stub__Z13trace6_kernelIfLi3EEvPT_iPKS0_f( (float *&)__cuda_0,(int &)__cuda_1,(const float *&)__cuda_2,(float &)__cuda_3);}
static void __device_stub__ZN6util2614split27_kernelEPKiS1_iPKt( const int *__par0,  const int *__par1,  int __par2,  const unsigned short *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, const int *, int, const unsigned short *))util26::split27_kernel)), 0U); }
# 45 "v002299.cu"
static void util26::split27_kernel( const int *__cuda_0,const int *__cuda_1,int __cuda_2,const unsigned short *__cuda_3)
# 45 "v002299.cu"
{__device_stub__ZN6util2614split27_kernelEPKiS1_iPKt( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v002299.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *, const int *, int, const unsigned short *))util26::split27_kernel), _ZN6util2614split27_kernelEPKiS1_iPKt, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int, const float *, float))trace6_kernel<float, (int)3> ), _Z13trace6_kernelIfLi3EEvPT_iPKS0_f, 128); __cudaRegisterEntry(__T3, ((void ( *)(int, long long))spread22_kernel), _Z15spread22_kernelix, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, unsigned, const float *, const int *))sift13_kernel), _Z13sift13_kernelPfjPKfPKi, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_scatter21,::m_scatter21), 0, 1UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(c_combine44,::c_combine44), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
