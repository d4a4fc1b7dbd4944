#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000481.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9map_sift8Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_clamp9Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe11_kernelPsPjdPKj(short *, unsigned *__restrict__, double, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth22PfPKfPd(float *, const float *__restrict__, double *__restrict__);
static void __device_stub__Z7score33IdEvPT_dPKdPKS0_(double *__restrict__, double, const double *, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9map_sift8Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))map_sift8)), 0U);}
# 17 "v000481.cu"
void map_sift8( float *__cuda_0,int __cuda_1)
# 17 "v000481.cu"
{__device_stub__Z9map_sift8Pfi( __cuda_0,__cuda_1); }
# 1 "v000481.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_clamp9Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_clamp9)), 0U); }
# 18 "v000481.cu"
void map_clamp9( double *__cuda_0,int __cuda_1)
# 18 "v000481.cu"
{__device_stub__Z10map_clamp9Pdi( __cuda_0,__cuda_1); }
# 1 "v000481.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe11_kernelPsPjdPKj( short *__par0,  unsigned *__restrict__ __par1,  double __par2,  const unsigned *__par3) {  unsigned *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(short *, unsigned *__restrict__, double, const unsigned *))probe11_kernel)), 0U); }
# 21 "v000481.cu"
void probe11_kernel( short *__cuda_0,unsigned *__restrict__ __cuda_1,double __cuda_2,const unsigned *__cuda_3)
# 21 "v000481.cu"
{__device_stub__Z14probe11_kernelPsPjdPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000481.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth22PfPKfPd( float *__par0,  const float *__restrict__ __par1,  double *__restrict__ __par2) {  const float *__T1;
 double *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, const float *__restrict__, double *__restrict__))smooth22)), 0U); }
# 39 "v000481.cu"
void smooth22( float *__cuda_0,const float *__restrict__ __cuda_1,double *__restrict__ __cuda_2)
# 39 "v000481.cu"
{__device_stub__Z8smooth22PfPKfPd( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000481.cudafe1.stub.c"
static void __device_stub__Z7score33IdEvPT_dPKdPKS0_( double *__restrict__ __par0,  double __par1,  const double *__par2,  const double *__par3) {  double *__T4;
__cudaLaunchPrologue(4); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__, double, const double *, const double *))score33<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_score33<double>( double *__restrict__ &__cuda_0,double &__cuda_1,const double *&__cuda_2,const double *&__cuda_3){__device_stub__Z7score33IdEvPT_dPKdPKS0_( (double *&)__cuda_0,(double &)__cuda_1,(const double *&)__cuda_2,(const double *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(double *__restrict__, double, const double *, const double *))score33<double> ), _Z7score33IdEvPT_dPKdPKS0_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(float *, const float *__restrict__, double *__restrict__))smooth22), smooth22, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(short *, unsigned *__restrict__, double, const unsigned *))probe11_kernel), _Z14probe11_kernelPsPjdPKj, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(double *, int))map_clamp9), _Z10map_clamp9Pdi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(float *, int))map_sift8), _Z9map_sift8Pfi, (-1)); __cudaRegisterVariable(__T8, __shadow_var(d_smooth10,::d_smooth10), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
