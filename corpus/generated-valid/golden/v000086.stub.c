#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000086.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split18PiPli(int *, long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score31ifPf(int, float, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15reduce40_kernelPKi(const int *__restrict__);
static void __device_stub__Z7probe10IlLi3EEvPKT_iPKfPKi(const long *, int, const float *__restrict__, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7split18PiPli(int *__par0, long *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, long *, int))split18)), 0U);}
# 30 "v000086.cu"
void split18( int *__cuda_0,long *__cuda_1,int __cuda_2)
# 30 "v000086.cu"
{__device_stub__Z7split18PiPli( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000086.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score31ifPf( int __par0,  float __par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, float, float *))score31)), 0U); }
# 48 "v000086.cu"
void score31( int __cuda_0,float __cuda_1,float *__cuda_2)
# 48 "v000086.cu"
{__device_stub__Z7score31ifPf( __cuda_0,__cuda_1,__cuda_2);
# 57 "v000086.cu"
}
# 1 "v000086.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15reduce40_kernelPKi( const int *__restrict__ __par0) {  const int *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__))reduce40_kernel)), 0U); }
# 59 "v000086.cu"
void reduce40_kernel( const int *__restrict__ __cuda_0)
# 59 "v000086.cu"
{__device_stub__Z15reduce40_kernelPKi( __cuda_0);
# 65 "v000086.cu"
}
# 1 "v000086.cudafe1.stub.c"
static void __device_stub__Z7probe10IlLi3EEvPKT_iPKfPKi( const long *__par0,  int __par1,  const float *__restrict__ __par2,  const int *__par3) {  const float *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const long *, int, const float *__restrict__, const int *))probe10<long, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_probe10<long,3>( const long *&__cuda_0,int &__cuda_1,const float *__restrict__ &__cuda_2,const int *&__cuda_3){__device_stub__Z7probe10IlLi3EEvPKT_iPKfPKi( (const long *&)__cuda_0,(int &)__cuda_1,(const float *&)__cuda_2,(const int *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const long *, int, const float *__restrict__, const int *))probe10<long, (int)3> ), _Z7probe10IlLi3EEvPKT_iPKfPKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *__restrict__))reduce40_kernel), _Z15reduce40_kernelPKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, float, float *))score31), _Z7score31ifPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, long *, int))split18), _Z7split18PiPli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
