#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002106.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fuse4PfPsPKif(float *, short *, const int *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine23_kernelPKiPf(const int *__restrict__, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh42Pd(double *);
static void __device_stub__Z14apply15_kernelIdLi4EEvPKT_PKmS0_b(const double *, const unsigned long *, double, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5fuse4PfPsPKif(float *__par0, short *__par1, const int *__par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, short *, const int *, float))fuse4)), 0U);}
# 17 "v002106.cu"
void fuse4( float *__cuda_0,short *__cuda_1,const int *__cuda_2,float __cuda_3)
# 17 "v002106.cu"
{__device_stub__Z5fuse4PfPsPKif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "v002106.cu"
}
# 1 "v002106.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16combine23_kernelPKiPf( const int *__restrict__ __par0,  float *__par1) {  const int *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, float *))combine23_kernel)), 0U); }
# 46 "v002106.cu"
void combine23_kernel( const int *__restrict__ __cuda_0,float *__cuda_1)
# 46 "v002106.cu"
{__device_stub__Z16combine23_kernelPKiPf( __cuda_0,__cuda_1);
# 59 "v002106.cu"
}
# 1 "v002106.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh42Pd( double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double *))weigh42)), 0U); }
# 84 "v002106.cu"
void weigh42( double *__cuda_0)
# 84 "v002106.cu"
{__device_stub__Z7weigh42Pd( __cuda_0);
# 94 "v002106.cu"
}
# 1 "v002106.cudafe1.stub.c"
static void __device_stub__Z14apply15_kernelIdLi4EEvPKT_PKmS0_b( const double *__par0,  const unsigned long *__par1,  double __par2,  bool __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const double *, const unsigned long *, double, bool))apply15_kernel<double, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_apply15_kernel<double,4>( const double *&__cuda_0,const unsigned long *&__cuda_1,double &__cuda_2,bool &__cuda_3){__device_stub__Z14apply15_kernelIdLi4EEvPKT_PKmS0_b( (const double *&)__cuda_0,(const unsigned long *&)__cuda_1,(double &)__cuda_2,(bool &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T17) {  __nv_dummy_param_ref(__T17); __nv_save_fatbinhandle_for_managed_rt(__T17); __cudaRegisterEntry(__T17, ((void ( *)(const double *, const unsigned long *, double, bool))apply15_kernel<double, (int)4> ), _Z14apply15_kernelIdLi4EEvPKT_PKmS0_b, 64); __cudaRegisterEntry(__T17, ((void ( *)(double *))weigh42), _Z7weigh42Pd, (-1)); __cudaRegisterEntry(__T17, ((void ( *)(const int *__restrict__, float *))combine23_kernel), _Z16combine23_kernelPKiPf, (-1)); __cudaRegisterEntry(__T17, ((void ( *)(float *, short *, const int *, float))fuse4), _Z5fuse4PfPsPKif, (-1)); __cudaRegisterVariable(__T17, __shadow_var(c_tally41,::c_tally41), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
