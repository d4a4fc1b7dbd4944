#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001545.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth13PKjfPKi(const unsigned *__restrict__, float, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather19_kernelPjPKjPKx(unsigned *__restrict__, const unsigned *, const long long *);
static void __device_stub__Z7clamp29PiS_(int *__restrict__, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth13PKjfPKi(const unsigned *__restrict__ __par0, float __par1, const int *__restrict__ __par2){ const unsigned *__T0;
 const int *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, float, const int *__restrict__))smooth13)), 0U);}
# 42 "v001545.cu"
void smooth13( const unsigned *__restrict__ __cuda_0,float __cuda_1,const int *__restrict__ __cuda_2)
# 42 "v001545.cu"
{__device_stub__Z8smooth13PKjfPKi( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001545.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather19_kernelPjPKjPKx( unsigned *__restrict__ __par0,  const unsigned *__par1,  const long long *__par2) {  unsigned *__T2;
__cudaLaunchPrologue(3); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, const unsigned *, const long long *))gather19_kernel)), 0U); }
# 48 "v001545.cu"
void gather19_kernel( unsigned *__restrict__ __cuda_0,const unsigned *__cuda_1,const long long *__cuda_2)
# 48 "v001545.cu"
{__device_stub__Z15gather19_kernelPjPKjPKx( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001545.cudafe1.stub.c"
static void __device_stub__Z7clamp29PiS_( int *__restrict__ __par0,  int *__restrict__ __par1) {  int *__T3;
 int *__T4;
__cudaLaunchPrologue(2); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int *__restrict__))clamp29)), 0U); }
# 59 "v001545.cu"
static void clamp29( int *__restrict__ __cuda_0,int *__restrict__ __cuda_1)
# 59 "v001545.cu"
{__device_stub__Z7clamp29PiS_( __cuda_0,__cuda_1);
# 65 "v001545.cu"
}
# 1 "v001545.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(int *__restrict__, int *__restrict__))clamp29), _Z7clamp29PiS_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(unsigned *__restrict__, const unsigned *, const long long *))gather19_kernel), _Z15gather19_kernelPjPKjPKx, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const unsigned *__restrict__, float, const int *__restrict__))smooth13), _Z8smooth13PKjfPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
