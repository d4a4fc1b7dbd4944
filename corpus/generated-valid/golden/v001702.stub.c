#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001702.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6scale9PiPKfi(int *__restrict__, const float *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold15_kernelPtPKiPh(unsigned short *, const int *, unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6scale9PiPKfi(int *__restrict__ __par0, const float *__restrict__ __par1, int __par2){ int *__T0;
 const float *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, const float *__restrict__, int))scale9)), 0U);}
# 33 "v001702.cu"
void scale9( int *__restrict__ __cuda_0,const float *__restrict__ __cuda_1,int __cuda_2)
# 33 "v001702.cu"
{__device_stub__Z6scale9PiPKfi( __cuda_0,__cuda_1,__cuda_2);
# 47 "v001702.cu"
}
# 1 "v001702.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold15_kernelPtPKiPh( unsigned short *__par0,  const int *__par1,  unsigned char *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned short *, const int *, unsigned char *))fold15_kernel)), 0U); }
# 51 "v001702.cu"
void fold15_kernel( unsigned short *__cuda_0,const int *__cuda_1,unsigned char *__cuda_2)
# 51 "v001702.cu"
{__device_stub__Z13fold15_kernelPtPKiPh( __cuda_0,__cuda_1,__cuda_2);
# 61 "v001702.cu"
}
# 1 "v001702.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned short *, const int *, unsigned char *))fold15_kernel), _Z13fold15_kernelPtPKiPh, 512UL); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, const float *__restrict__, int))scale9), scale9, 512UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
