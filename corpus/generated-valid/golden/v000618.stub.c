#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000618.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5grow6fPKii(float, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine12PiPKii(int *, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count22_kernelPjPcb(unsigned *, char *, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7scale29PKfiPf(const float *, int, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5grow6fPKii(float __par0, const int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float, const int *, int))grow6)), 0U);}
# 17 "v000618.cu"
void grow6( float __cuda_0,const int *__cuda_1,int __cuda_2)
# 17 "v000618.cu"
{__device_stub__Z5grow6fPKii( __cuda_0,__cuda_1,__cuda_2);
# 24 "v000618.cu"
}
# 1 "v000618.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine12PiPKii( int *__par0,  const int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const int *, int))combine12)), 0U); }
# 26 "v000618.cu"
void combine12( int *__cuda_0,const int *__cuda_1,int __cuda_2)
# 26 "v000618.cu"
{__device_stub__Z9combine12PiPKii( __cuda_0,__cuda_1,__cuda_2);
# 36 "v000618.cu"
}
# 1 "v000618.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count22_kernelPjPcb( unsigned *__par0,  char *__par1,  bool __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, char *, bool))count22_kernel)), 0U); }
# 38 "v000618.cu"
void count22_kernel( unsigned *__cuda_0,char *__cuda_1,bool __cuda_2)
# 38 "v000618.cu"
{__device_stub__Z14count22_kernelPjPcb( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000618.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7scale29PKfiPf( const float *__par0,  int __par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, int, float *))scale29)), 0U); }
# 44 "v000618.cu"
void scale29( const float *__cuda_0,int __cuda_1,float *__cuda_2)
# 44 "v000618.cu"
{__device_stub__Z7scale29PKfiPf( __cuda_0,__cuda_1,__cuda_2);
# 59 "v000618.cu"
}
# 1 "v000618.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, int, float *))scale29), _Z7scale29PKfiPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, char *, bool))count22_kernel), _Z14count22_kernelPjPcb, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, const int *, int))combine12), _Z9combine12PiPKii, 256); __cudaRegisterEntry(__T3, ((void ( *)(float, const int *, int))grow6), _Z5grow6fPKii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
