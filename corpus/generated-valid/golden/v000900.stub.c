#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000900.fatbin.c"
typedef util10::Mode27 _ZN6util106Mode27E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack45PdPKmN6util106Mode27E(double *__restrict__, const unsigned long *__restrict__,  _ZN6util106Mode27E);
static void __device_stub__Z7count54IiEvPT_(int *__restrict__);
static void __device_stub__Z14split37_kernelIjfEvT_iPKS0_(unsigned, int, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util1013tile17_kernelEPciPKm(char *, int, const size_t *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6pack45PdPKmN6util106Mode27E(double *__restrict__ __par0, const unsigned long *__restrict__ __par1,  _ZN6util106Mode27E __par2){ double *__T0;
 const unsigned long *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double *__restrict__, const unsigned long *__restrict__,  _ZN6util106Mode27E))pack45)), 0U);}
# 63 "v000900.cu"
void pack45( double *__restrict__ __cuda_0,const unsigned long *__restrict__ __cuda_1, _ZN6util106Mode27E __cuda_2)
# 63 "v000900.cu"
{__device_stub__Z6pack45PdPKmN6util106Mode27E( __cuda_0,__cuda_1,__cuda_2);
# 73 "v000900.cu"
}
# 1 "v000900.cudafe1.stub.c"
static void __device_stub__Z7count54IiEvPT_( int *__restrict__ __par0) {  int *__T2;
__cudaLaunchPrologue(1); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))count54<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_count54<int>( int *__restrict__ &__cuda_0){__device_stub__Z7count54IiEvPT_( (int *&)__cuda_0);}
static void __device_stub__Z14split37_kernelIjfEvT_iPKS0_( unsigned __par0,  int __par1,  const unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, int, const unsigned *))split37_kernel<unsigned int, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_split37_kernel<unsigned,float>( unsigned &__cuda_0,int &__cuda_1,const unsigned *&__cuda_2){__device_stub__Z14split37_kernelIjfEvT_iPKS0_( (unsigned &)__cuda_0,(int &)__cuda_1,(const unsigned *&)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN6util1013tile17_kernelEPciPKm( char *__par0,  int __par1,  const size_t *__restrict__ __par2) {  const size_t *__T6;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T6 = __par2; __cudaSetupArgSimple(__T6, 16UL); __cudaLaunch(((char *)((void ( *)(char *, int, const size_t *__restrict__))util10::tile17_kernel)), 0U); }
# 23 "v000900.cu"
void util10::tile17_kernel( char *__cuda_0,int __cuda_1,const ::size_t *__restrict__ __cuda_2)
# 23 "v000900.cu"
{__device_stub__ZN6util1013tile17_kernelEPciPKm( __cuda_0,__cuda_1,__cuda_2);
# 36 "v000900.cu"
}
# 1 "v000900.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(char *, int, const size_t *__restrict__))util10::tile17_kernel), _ZN6util1013tile17_kernelEPciPKm, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned, int, const unsigned *))split37_kernel<unsigned int, float> ), _Z14split37_kernelIjfEvT_iPKS0_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__))count54<int> ), _Z7count54IiEvPT_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(double *__restrict__, const unsigned long *__restrict__,  _ZN6util106Mode27E))pack45), _Z6pack45PdPKmN6util106Mode27E, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
