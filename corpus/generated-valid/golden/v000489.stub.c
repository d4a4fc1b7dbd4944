#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000489.fatbin.c"
static void __device_stub__Z14spread6_kernelPsdPKib(short *, double, const int *, bool);
static void __device_stub__Z7clamp28iPKffPd(int, const float *, float, double *);
static void __device_stub__Z7relax40mt(unsigned long, unsigned short);
static void __device_stub__Z14probe43_kernelfPKd(float, const double *);
static void __device_stub__Z8filter15IjLi4EEvPT_fPjPi(unsigned *, float, unsigned *, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14spread6_kernelPsdPKib(short *__par0, double __par1, const int *__par2, bool __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(short *, double, const int *, bool))spread6_kernel)), 0U);}
# 11 "v000489.cu"
static void spread6_kernel( short *__cuda_0,double __cuda_1,const int *__cuda_2,bool __cuda_3)
# 11 "v000489.cu"
{__device_stub__Z14spread6_kernelPsdPKib( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000489.cudafe1.stub.c"
static void __device_stub__Z7clamp28iPKffPd( int __par0,  const float *__par1,  float __par2,  double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const float *, float, double *))clamp28)), 0U); }
# 32 "v000489.cu"
static void clamp28( int __cuda_0,const float *__cuda_1,float __cuda_2,double *__cuda_3)
# 32 "v000489.cu"
{__device_stub__Z7clamp28iPKffPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000489.cudafe1.stub.c"
static void __device_stub__Z7relax40mt( unsigned long __par0,  unsigned short __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned long, unsigned short))relax40)), 0U); }
# 46 "v000489.cu"
static void relax40( unsigned long __cuda_0,unsigned short __cuda_1)
# 46 "v000489.cu"
{__device_stub__Z7relax40mt( __cuda_0,__cuda_1);
# 52 "v000489.cu"
}
# 1 "v000489.cudafe1.stub.c"
static void __device_stub__Z14probe43_kernelfPKd( float __par0,  const double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float, const double *))probe43_kernel)), 0U); }
# 54 "v000489.cu"
static void probe43_kernel( float __cuda_0,const double *__cuda_1)
# 54 "v000489.cu"
{__device_stub__Z14probe43_kernelfPKd( __cuda_0,__cuda_1);
# 60 "v000489.cu"
}
# 1 "v000489.cudafe1.stub.c"
static void __device_stub__Z8filter15IjLi4EEvPT_fPjPi( unsigned *__par0,  float __par1,  unsigned *__par2,  int *__restrict__ __par3) {  int *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T0 = __par3; __cudaSetupArgSimple(__T0, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned *, float, unsigned *, int *__restrict__))filter15<unsigned int, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_filter15<unsigned,4>( unsigned *&__cuda_0,float &__cuda_1,unsigned *&__cuda_2,int *__restrict__ &__cuda_3){__device_stub__Z8filter15IjLi4EEvPT_fPjPi( (unsigned *&)__cuda_0,(float &)__cuda_1,(unsigned *&)__cuda_2,(int *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, float, unsigned *, int *__restrict__))filter15<unsigned int, (int)4> ), _Z8filter15IjLi4EEvPT_fPjPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float, const double *))probe43_kernel), _Z14probe43_kernelfPKd, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned long, unsigned short))relax40), _Z7relax40mt, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, const float *, float, double *))clamp28), _Z7clamp28iPKffPd, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(short *, double, const int *, bool))spread6_kernel), _Z14spread6_kernelPsdPKib, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_mix14,::c_mix14), 0, 4UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(d_lerp33,::d_lerp33), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
