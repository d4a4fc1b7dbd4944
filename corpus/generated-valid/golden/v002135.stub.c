#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002135.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14spread7_kernelPdPf(double *, real6_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step12_kerneliPfi(int, real6_t *, int);
static void __device_stub__Z7relax21IlLi4EEvT_i(long, int);
static void __device_stub__Z8update26IdEvT_PKi(double, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14spread7_kernelPdPf(double *__par0, real6_t *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, real6_t *))spread7_kernel)), 0U);}
# 20 "v002135.cu"
void spread7_kernel( double *__cuda_0,::real6_t *__cuda_1)
# 21 "v002135.cu"
{__device_stub__Z14spread7_kernelPdPf( __cuda_0,__cuda_1);
# 27 "v002135.cu"
}
# 1 "v002135.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step12_kerneliPfi( int __par0,  real6_t *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, real6_t *, int))step12_kernel)), 0U); }
# 29 "v002135.cu"
void step12_kernel( int __cuda_0,::real6_t *__cuda_1,int __cuda_2)
# 30 "v002135.cu"
{__device_stub__Z13step12_kerneliPfi( __cuda_0,__cuda_1,__cuda_2);
# 41 "v002135.cu"
}
# 1 "v002135.cudafe1.stub.c"
static void __device_stub__Z7relax21IlLi4EEvT_i( long __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long, int))relax21<long, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_relax21<long,4>( long &__cuda_0,int &__cuda_1){__device_stub__Z7relax21IlLi4EEvT_i( (long &)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z8update26IdEvT_PKi( double __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double, const int *))update26<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_update26<double>( double &__cuda_0,const int *&__cuda_1){__device_stub__Z8update26IdEvT_PKi( (double &)__cuda_0,(const int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double, const int *))update26<double> ), _Z8update26IdEvT_PKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long, int))relax21<long, (int)4> ), _Z7relax21IlLi4EEvT_i, 128); __cudaRegisterEntry(__T3, ((void ( *)(int, real6_t *, int))step12_kernel), _Z13step12_kerneliPfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, real6_t *))spread7_kernel), _Z14spread7_kernelPdPf, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
