#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001844.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace11_kernelPKiPKfPiS0_(const int *, const float *, int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow22_kernelPKsib(const short *, int, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update29_kerneliPfPa(int, float *, signed char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay37_kernelPKmPKiPKf(const size_t *, const int *, const float *);
static void __device_stub__Z6grow17IdEvT_PKi(double, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14trace11_kernelPKiPKfPiS0_(const int *__par0, const float *__par1, int *__par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, const float *, int *, const int *))trace11_kernel)), 0U);}
# 20 "v001844.cu"
void trace11_kernel( const int *__cuda_0,const float *__cuda_1,int *__cuda_2,const int *__cuda_3)
# 21 "v001844.cu"
{__device_stub__Z14trace11_kernelPKiPKfPiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 30 "v001844.cu"
}
# 1 "v001844.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow22_kernelPKsib( const short *__par0,  int __par1,  bool __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const short *, int, bool))grow22_kernel)), 0U); }
# 42 "v001844.cu"
void grow22_kernel( const short *__cuda_0,int __cuda_1,bool __cuda_2)
# 43 "v001844.cu"
{__device_stub__Z13grow22_kernelPKsib( __cuda_0,__cuda_1,__cuda_2);
# 50 "v001844.cu"
}
# 1 "v001844.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15update29_kerneliPfPa( int __par0,  float *__par1,  signed char *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, float *, signed char *))update29_kernel)), 0U); }
# 52 "v001844.cu"
void update29_kernel( int __cuda_0,float *__cuda_1,signed char *__cuda_2)
# 53 "v001844.cu"
{__device_stub__Z15update29_kerneliPfPa( __cuda_0,__cuda_1,__cuda_2);
# 65 "v001844.cu"
}
# 1 "v001844.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14decay37_kernelPKmPKiPKf( const size_t *__par0,  const int *__par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const size_t *, const int *, const float *))decay37_kernel)), 0U); }
# 68 "v001844.cu"
void decay37_kernel( const ::size_t *__cuda_0,const int *__cuda_1,const float *__cuda_2)
# 69 "v001844.cu"
{__device_stub__Z14decay37_kernelPKmPKiPKf( __cuda_0,__cuda_1,__cuda_2);
# 83 "v001844.cu"
}
# 1 "v001844.cudafe1.stub.c"
static void __device_stub__Z6grow17IdEvT_PKi( double __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double, const int *))grow17<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow17<double>( double &__cuda_0,const int *&__cuda_1){__device_stub__Z6grow17IdEvT_PKi( (double &)__cuda_0,(const int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(double, const int *))grow17<double> ), _Z6grow17IdEvT_PKi, 256); __cudaRegisterEntry(__T5, ((void ( *)(const size_t *, const int *, const float *))decay37_kernel), _Z14decay37_kernelPKmPKiPKf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, float *, signed char *))update29_kernel), _Z15update29_kerneliPfPa, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const short *, int, bool))grow22_kernel), _Z13grow22_kernelPKsib, 1024); __cudaRegisterEntry(__T5, ((void ( *)(const int *, const float *, int *, const int *))trace11_kernel), _Z14trace11_kernelPKiPKfPiS0_, 64); __cudaRegisterVariable(__T5, __shadow_var(c_kick10,::c_kick10), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
