#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001771.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6blend7PKm(const unsigned long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade27_kernelPKiPKdPiPKs(const int *, const double *, int *, const short *);
static void __device_stub__Z13fold20_kernelIdLi3EEvPKT_S0_S0_(const double *, double, double);
static void __device_stub__Z16combine12_kernelIjLi8EEvPT_fS1_(unsigned *, float, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img3714clamp38_kernelEPd(double *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img3712mix43_kernelEPy(unsigned long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6blend7PKm(const unsigned long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const unsigned long *))blend7)), 0U);}
# 23 "v001771.cu"
void blend7( const unsigned long *__cuda_0)
# 23 "v001771.cu"
{__device_stub__Z6blend7PKm( __cuda_0);




}
# 1 "v001771.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14shade27_kernelPKiPKdPiPKs( const int *__par0,  const double *__par1,  int *__par2,  const short *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, const double *, int *, const short *))shade27_kernel)), 0U); }
# 55 "v001771.cu"
void shade27_kernel( const int *__cuda_0,const double *__cuda_1,int *__cuda_2,const short *__cuda_3)
# 55 "v001771.cu"
{__device_stub__Z14shade27_kernelPKiPKdPiPKs( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 63 "v001771.cu"
}
# 1 "v001771.cudafe1.stub.c"
static void __device_stub__Z13fold20_kernelIdLi3EEvPKT_S0_S0_( const double *__par0,  double __par1,  double __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const double *, double, double))fold20_kernel<double, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fold20_kernel<double,3>( const double *&__cuda_0,double &__cuda_1,double &__cuda_2){__device_stub__Z13fold20_kernelIdLi3EEvPKT_S0_S0_( (const double *&)__cuda_0,(double &)__cuda_1,(double &)__cuda_2);}
static void __device_stub__Z16combine12_kernelIjLi8EEvPT_fS1_( unsigned *__par0,  float __par1,  unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, float, unsigned *))combine12_kernel<unsigned int, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_combine12_kernel<unsigned,8>( unsigned *&__cuda_0,float &__cuda_1,unsigned *&__cuda_2){__device_stub__Z16combine12_kernelIjLi8EEvPT_fS1_( (unsigned *&)__cuda_0,(float &)__cuda_1,(unsigned *&)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN5img3714clamp38_kernelEPd( double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double *))img37::clamp38_kernel)), 0U); }
# 66 "v001771.cu"
void img37::clamp38_kernel( double *__cuda_0)
# 66 "v001771.cu"
{__device_stub__ZN5img3714clamp38_kernelEPd( __cuda_0);
# 76 "v001771.cu"
}
# 1 "v001771.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img3712mix43_kernelEPy( unsigned long long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned long long *))img37::mix43_kernel)), 0U); }
# 78 "v001771.cu"
void img37::mix43_kernel( unsigned long long *__cuda_0)
# 78 "v001771.cu"
{__device_stub__ZN5img3712mix43_kernelEPy( __cuda_0);
# 88 "v001771.cu"
}
# 1 "v001771.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(unsigned long long *))img37::mix43_kernel), _ZN5img3712mix43_kernelEPy, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(double *))img37::clamp38_kernel), _ZN5img3714clamp38_kernelEPd, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(unsigned *, float, unsigned *))combine12_kernel<unsigned int, (int)8> ), _Z16combine12_kernelIjLi8EEvPT_fS1_, 512); __cudaRegisterEntry(__T9, ((void ( *)(const double *, double, double))fold20_kernel<double, (int)3> ), _Z13fold20_kernelIdLi3EEvPKT_S0_S0_, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const int *, const double *, int *, const short *))shade27_kernel), _Z14shade27_kernelPKiPKdPiPKs, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const unsigned long *))blend7), _Z6blend7PKm, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
