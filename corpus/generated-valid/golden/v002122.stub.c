#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002122.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count10bPjd(bool, unsigned *, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter21Pt(unsigned short *);
static void __device_stub__Z8filter24PfPidPKi(float *, int *, double, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7count10bPjd(bool __par0, unsigned *__par1, double __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(bool, unsigned *, double))count10)), 0U);}
# 21 "v002122.cu"
void count10( bool __cuda_0,unsigned *__cuda_1,double __cuda_2)
# 21 "v002122.cu"
{__device_stub__Z7count10bPjd( __cuda_0,__cuda_1,__cuda_2);
# 29 "v002122.cu"
}
# 1 "v002122.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8filter21Pt( unsigned short *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned short *))filter21)), 0U); }
# 33 "v002122.cu"
void filter21( unsigned short *__cuda_0)
# 33 "v002122.cu"
{__device_stub__Z8filter21Pt( __cuda_0);
# 39 "v002122.cu"
}
# 1 "v002122.cudafe1.stub.c"
static void __device_stub__Z8filter24PfPidPKi( float *__par0,  int *__par1,  double __par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, int *, double, const int *))filter24)), 0U); }
# 41 "v002122.cu"
static void filter24( float *__cuda_0,int *__cuda_1,double __cuda_2,const int *__cuda_3)
# 41 "v002122.cu"
{__device_stub__Z8filter24PfPidPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v002122.cu"
}
# 1 "v002122.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *, int *, double, const int *))filter24), _Z8filter24PfPidPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned short *))filter21), _Z8filter21Pt, 1024); __cudaRegisterEntry(__T3, ((void ( *)(bool, unsigned *, double))count10), _Z7count10bPjd, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
