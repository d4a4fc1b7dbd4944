#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000568.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13drift7_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather11_kernelPibif(int *__restrict__, bool, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe26_kernelPKjPdi(const unsigned *, double *, int);
static void __device_stub__Z8reduce18IdEvPT_f(double *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13drift7_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))drift7_kernel)), 0U);}
# 24 "v000568.cu"
void drift7_kernel( int __cuda_0)
# 24 "v000568.cu"
{__device_stub__Z13drift7_kerneli( __cuda_0);
# 35 "v000568.cu"
}
# 1 "v000568.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather11_kernelPibif( int *__restrict__ __par0,  bool __par1,  int __par2,  float __par3) {  int *__T0;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, bool, int, float))gather11_kernel)), 0U); }
# 38 "v000568.cu"
void gather11_kernel( int *__restrict__ __cuda_0,bool __cuda_1,int __cuda_2,float __cuda_3)
# 38 "v000568.cu"
{__device_stub__Z15gather11_kernelPibif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 46 "v000568.cu"
}
# 1 "v000568.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe26_kernelPKjPdi( const unsigned *__par0,  double *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, double *, int))probe26_kernel)), 0U); }
# 63 "v000568.cu"
void probe26_kernel( const unsigned *__cuda_0,double *__cuda_1,int __cuda_2)
# 63 "v000568.cu"
{__device_stub__Z14probe26_kernelPKjPdi( __cuda_0,__cuda_1,__cuda_2);
# 73 "v000568.cu"
}
# 1 "v000568.cudafe1.stub.c"
static void __device_stub__Z8reduce18IdEvPT_f( double *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, float))reduce18<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce18<double>( double *&__cuda_0,float &__cuda_1){__device_stub__Z8reduce18IdEvPT_f( (double *&)__cuda_0,(float &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(double *, float))reduce18<double> ), _Z8reduce18IdEvPT_f, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, double *, int))probe26_kernel), _Z14probe26_kernelPKjPdi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *__restrict__, bool, int, float))gather11_kernel), _Z15gather11_kernelPibif, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))drift7_kernel), _Z13drift7_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
