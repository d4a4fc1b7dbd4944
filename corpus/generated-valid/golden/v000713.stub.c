#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000713.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5sift9dPKf(double, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp24_kernel6Mode16PjPdPf(enum Mode16, unsigned *, double *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_scale34Pdi(double *, int);
static void __device_stub__Z14shade21_kernelIdEvPKT_(const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5sift9dPKf(double __par0, const float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double, const float *))sift9)), 0U);}
# 24 "v000713.cu"
void sift9( double __cuda_0,const float *__cuda_1)
# 24 "v000713.cu"
{__device_stub__Z5sift9dPKf( __cuda_0,__cuda_1);
# 32 "v000713.cu"
}
# 1 "v000713.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp24_kernel6Mode16PjPdPf( enum Mode16 __par0,  unsigned *__par1,  double *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(enum Mode16, unsigned *, double *, float *))warp24_kernel)), 0U); }
# 44 "v000713.cu"
void warp24_kernel( enum ::Mode16 __cuda_0,unsigned *__cuda_1,double *__cuda_2,float *__cuda_3)
# 44 "v000713.cu"
{__device_stub__Z13warp24_kernel6Mode16PjPdPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 53 "v000713.cu"
}
# 1 "v000713.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_scale34Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_scale34)), 0U); }
# 60 "v000713.cu"
void map_scale34( double *__cuda_0,int __cuda_1)
# 60 "v000713.cu"
{__device_stub__Z11map_scale34Pdi( __cuda_0,__cuda_1); }
# 1 "v000713.cudafe1.stub.c"
static void __device_stub__Z14shade21_kernelIdEvPKT_( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))shade21_kernel<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade21_kernel<double>( const double *&__cuda_0){__device_stub__Z14shade21_kernelIdEvPKT_( (const double *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *))shade21_kernel<double> ), _Z14shade21_kernelIdEvPKT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_scale34), _Z11map_scale34Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(enum Mode16, unsigned *, double *, float *))warp24_kernel), _Z13warp24_kernel6Mode16PjPdPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double, const float *))sift9), _Z5sift9dPKf, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_clamp15,::c_clamp15), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
