#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002077.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12step1_kernelPKddPc(const double *, double, char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7scale12PKm(const size_t *);
static void __device_stub__Z15update18_kernelIfEvPT_S1_5Kind8i(float *, float *, enum Kind8, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12step1_kernelPKddPc(const double *__par0, double __par1, char *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const double *, double, char *))step1_kernel)), 0U);}
# 5 "v002077.cu"
void step1_kernel( const double *__cuda_0,double __cuda_1,char *__cuda_2)
# 5 "v002077.cu"
{__device_stub__Z12step1_kernelPKddPc( __cuda_0,__cuda_1,__cuda_2);
# 12 "v002077.cu"
}
# 1 "v002077.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7scale12PKm( const size_t *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const size_t *))scale12)), 0U); }
# 15 "v002077.cu"
void scale12( const ::size_t *__cuda_0)
# 15 "v002077.cu"
{__device_stub__Z7scale12PKm( __cuda_0);




}
# 1 "v002077.cudafe1.stub.c"
static void __device_stub__Z15update18_kernelIfEvPT_S1_5Kind8i( float *__par0,  float *__par1,  enum Kind8 __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(float *, float *, enum Kind8, int))update18_kernel<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_update18_kernel<float>( float *&__cuda_0,float *&__cuda_1,enum ::Kind8 &__cuda_2,int &__cuda_3){__device_stub__Z15update18_kernelIfEvPT_S1_5Kind8i( (float *&)__cuda_0,(float *&)__cuda_1,(enum ::Kind8 &)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float *, float *, enum Kind8, int))update18_kernel<float> ), _Z15update18_kernelIfEvPT_S1_5Kind8i, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const size_t *))scale12), _Z7scale12PKm, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const double *, double, char *))step1_kernel), _Z12step1_kernelPKddPc, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
