#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002156.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13relax3_kerneliPh(int, unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12norm7_kernelfiPcPKi(float, int, char *, const int *);
static void __device_stub__Z15filter35_kernelPKiPc(const int *, char *);
static void __device_stub__Z13bias47_kerneliPKff(int, const float *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift59f(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13relax3_kerneliPh(int __par0, unsigned char *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, unsigned char *))relax3_kernel)), 0U);}
# 7 "v002156.cu"
void relax3_kernel( int __cuda_0,unsigned char *__cuda_1)
# 7 "v002156.cu"
{__device_stub__Z13relax3_kerneliPh( __cuda_0,__cuda_1);
# 15 "v002156.cu"
}
# 1 "v002156.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12norm7_kernelfiPcPKi( float __par0,  int __par1,  char *__par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(float, int, char *, const int *))norm7_kernel)), 0U); }
# 16 "v002156.cu"
void norm7_kernel( float __cuda_0,int __cuda_1,char *__cuda_2,const int *__cuda_3)
# 16 "v002156.cu"
{__device_stub__Z12norm7_kernelfiPcPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 26 "v002156.cu"
}
# 1 "v002156.cudafe1.stub.c"
static void __device_stub__Z15filter35_kernelPKiPc( const int *__par0,  char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, char *))filter35_kernel)), 0U); }
# 50 "v002156.cu"
static void filter35_kernel( const int *__cuda_0,char *__cuda_1)
# 50 "v002156.cu"
{__device_stub__Z15filter35_kernelPKiPc( __cuda_0,__cuda_1);
# 63 "v002156.cu"
}
# 1 "v002156.cudafe1.stub.c"
static void __device_stub__Z13bias47_kerneliPKff( int __par0,  const float *__par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const float *, float))bias47_kernel)), 0U); }
# 69 "v002156.cu"
static void bias47_kernel( int __cuda_0,const float *__cuda_1,float __cuda_2)
# 69 "v002156.cu"
{__device_stub__Z13bias47_kerneliPKff( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002156.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift59f( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))drift59)), 0U); }
# 77 "v002156.cu"
void drift59( float __cuda_0)
# 77 "v002156.cu"
{__device_stub__Z7drift59f( __cuda_0);
# 85 "v002156.cu"
}
# 1 "v002156.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float))drift59), drift59, 32); __cudaRegisterEntry(__T4, ((void ( *)(int, const float *, float))bias47_kernel), _Z13bias47_kerneliPKff, 512); __cudaRegisterEntry(__T4, ((void ( *)(const int *, char *))filter35_kernel), _Z15filter35_kernelPKiPc, 64); __cudaRegisterEntry(__T4, ((void ( *)(float, int, char *, const int *))norm7_kernel), _Z12norm7_kernelfiPcPKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, unsigned char *))relax3_kernel), _Z13relax3_kerneliPh, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
