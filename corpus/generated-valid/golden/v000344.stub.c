#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000344.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pivot5_kernelPKjPdbPj(const unsigned *, double *, bool, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile15_kernelPKff(const float *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay24iPiS_Pj(int, int *, int *, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp32_kernelPfdPc(float *, double, char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13pivot5_kernelPKjPdbPj(const unsigned *__par0, double *__par1, bool __par2, unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, double *, bool, unsigned *))pivot5_kernel)), 0U);}
# 16 "v000344.cu"
void pivot5_kernel( const unsigned *__cuda_0,double *__cuda_1,bool __cuda_2,unsigned *__cuda_3)
# 16 "v000344.cu"
{__device_stub__Z13pivot5_kernelPKjPdbPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000344.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13tile15_kernelPKff( const float *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, float))tile15_kernel)), 0U); }
# 38 "v000344.cu"
void tile15_kernel( const float *__cuda_0,float __cuda_1)
# 38 "v000344.cu"
{__device_stub__Z13tile15_kernelPKff( __cuda_0,__cuda_1);
# 47 "v000344.cu"
}
# 1 "v000344.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay24iPiS_Pj( int __par0,  int *__par1,  int *__par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *, int *, unsigned *))decay24)), 0U); }
# 50 "v000344.cu"
void decay24( int __cuda_0,int *__cuda_1,int *__cuda_2,unsigned *__cuda_3)
# 50 "v000344.cu"
{__device_stub__Z7decay24iPiS_Pj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 57 "v000344.cu"
}
# 1 "v000344.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp32_kernelPfdPc( float *__par0,  double __par1,  char *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, double, char *))clamp32_kernel)), 0U); }
# 60 "v000344.cu"
void clamp32_kernel( float *__cuda_0,double __cuda_1,char *__cuda_2)
# 60 "v000344.cu"
{__device_stub__Z14clamp32_kernelPfdPc( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000344.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(float *, double, char *))clamp32_kernel), clamp32_kernel, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, int *, int *, unsigned *))decay24), _Z7decay24iPiS_Pj, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const float *, float))tile15_kernel), _Z13tile15_kernelPKff, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const unsigned *, double *, bool, unsigned *))pivot5_kernel), _Z13pivot5_kernelPKjPdbPj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
