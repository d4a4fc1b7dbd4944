#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000100.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp12_kerneliPiPl(int, int *, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale16_kernelPmii(size_t *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally23PKfPfi(const float *, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter37_kernelfiPKf(float, int, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp12_kerneliPiPl(int __par0, int *__par1, long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, int *, long *))clamp12_kernel)), 0U);}
# 30 "v000100.cu"
void clamp12_kernel( int __cuda_0,int *__cuda_1,long *__cuda_2)
# 31 "v000100.cu"
{__device_stub__Z14clamp12_kerneliPiPl( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000100.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale16_kernelPmii( size_t *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(size_t *, int, int))scale16_kernel)), 0U); }
# 37 "v000100.cu"
void scale16_kernel( ::size_t *__cuda_0,int __cuda_1,int __cuda_2)
# 38 "v000100.cu"
{__device_stub__Z14scale16_kernelPmii( __cuda_0,__cuda_1,__cuda_2);
# 47 "v000100.cu"
}
# 1 "v000100.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally23PKfPfi( const float *__par0,  float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, float *, int))tally23)), 0U); }
# 49 "v000100.cu"
void tally23( const float *__cuda_0,float *__cuda_1,int __cuda_2)
# 50 "v000100.cu"
{__device_stub__Z7tally23PKfPfi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000100.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter37_kernelfiPKf( float __par0,  int __par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(float, int, const float *))scatter37_kernel)), 0U); }
# 81 "v000100.cu"
void scatter37_kernel( float __cuda_0,int __cuda_1,const float *__cuda_2)
# 82 "v000100.cu"
{__device_stub__Z16scatter37_kernelfiPKf( __cuda_0,__cuda_1,__cuda_2);
# 88 "v000100.cu"
}
# 1 "v000100.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float, int, const float *))scatter37_kernel), _Z16scatter37_kernelfiPKf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *, float *, int))tally23), _Z7tally23PKfPfi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(size_t *, int, int))scale16_kernel), _Z14scale16_kernelPmii, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int *, long *))clamp12_kernel), _Z14clamp12_kerneliPiPl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
