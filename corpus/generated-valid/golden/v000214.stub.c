#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000214.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tally2fPl(float, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util1015smooth19_kernelEPKlPfiPi(const long *, float *__restrict__, int, int *);
static void __device_stub__ZN6util1014trace27_kernelIjLi6EEEvPKT_Pi(const unsigned *, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6tally2fPl(float __par0, long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float, long *))tally2)), 0U);}
# 10 "v000214.cu"
void tally2( float __cuda_0,long *__cuda_1)
# 10 "v000214.cu"
{__device_stub__Z6tally2fPl( __cuda_0,__cuda_1);
# 21 "v000214.cu"
}
# 1 "v000214.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util1015smooth19_kernelEPKlPfiPi( const long *__par0,  float *__restrict__ __par1,  int __par2,  int *__par3) {  float *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const long *, float *__restrict__, int, int *))util10::smooth19_kernel)), 0U); }
# 38 "v000214.cu"
void util10::smooth19_kernel( const long *__cuda_0,float *__restrict__ __cuda_1,int __cuda_2,int *__cuda_3)
# 38 "v000214.cu"
{__device_stub__ZN6util1015smooth19_kernelEPKlPfiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 59 "v000214.cu"
}
# 1 "v000214.cudafe1.stub.c"
static void __device_stub__ZN6util1014trace27_kernelIjLi6EEEvPKT_Pi( const unsigned *__par0,  int *__restrict__ __par1) {  int *__T3;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int *__restrict__))util10::trace27_kernel<unsigned int, (int)6> )), 0U); }namespace util10{

template<> __specialization_static void __wrapper__device_stub_trace27_kernel<unsigned,6>( const unsigned *&__cuda_0,int *__restrict__ &__cuda_1){__device_stub__ZN6util1014trace27_kernelIjLi6EEEvPKT_Pi( (const unsigned *&)__cuda_0,(int *&)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, int *__restrict__))util10::trace27_kernel<unsigned int, (int)6> ), _ZN6util1014trace27_kernelIjLi6EEEvPKT_Pi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const long *, float *__restrict__, int, int *))util10::smooth19_kernel), _ZN6util1015smooth19_kernelEPKlPfiPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float, long *))tally2), tally2, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_blend9,::c_blend9), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
