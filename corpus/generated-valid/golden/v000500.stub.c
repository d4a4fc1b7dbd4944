#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000500.fatbin.c"
static void __device_stub__Z5step6iPjPi(int, unsigned *__restrict__, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread14iPjx(int, unsigned *, long long);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__ac89a77a_10_v000500_cu_ff5b75327probe34EPKd(const double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5step6iPjPi(int __par0, unsigned *__restrict__ __par1, int *__par2){ unsigned *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, unsigned *__restrict__, int *))step6)), 0U);}
# 11 "v000500.cu"
static void step6( int __cuda_0,unsigned *__restrict__ __cuda_1,int *__cuda_2)
# 11 "v000500.cu"
{__device_stub__Z5step6iPjPi( __cuda_0,__cuda_1,__cuda_2);
# 18 "v000500.cu"
}
# 1 "v000500.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread14iPjx( int __par0,  unsigned *__par1,  long long __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, unsigned *, long long))spread14)), 0U); }
# 20 "v000500.cu"
void spread14( int __cuda_0,unsigned *__cuda_1,long long __cuda_2)
# 20 "v000500.cu"
{__device_stub__Z8spread14iPjx( __cuda_0,__cuda_1,__cuda_2);
# 26 "v000500.cu"
}
# 1 "v000500.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__ac89a77a_10_v000500_cu_ff5b75327probe34EPKd( const double *__restrict__ __par0) {  const double *__T2;
__cudaLaunchPrologue(1); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaLaunch(((char *)((void ( *)(const double *__restrict__))_NV_ANON_NAMESPACE::probe34)), 0U); }
# 70 "v000500.cu"
void _NV_ANON_NAMESPACE::probe34( const double *__restrict__ __cuda_0)
# 70 "v000500.cu"
{__device_stub__ZN43_GLOBAL__N__ac89a77a_10_v000500_cu_ff5b75327probe34EPKd( __cuda_0);

}
# 1 "v000500.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *__restrict__))_NV_ANON_NAMESPACE::probe34), _ZN43_GLOBAL__N__ac89a77a_10_v000500_cu_ff5b75327probe34EPKd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, unsigned *, long long))spread14), _Z8spread14iPjx, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, unsigned *__restrict__, int *))step6), _Z5step6iPjPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
