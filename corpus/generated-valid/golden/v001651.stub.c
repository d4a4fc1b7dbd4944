#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001651.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fuse3PiPfi(int *, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread23siPKh(short, int, const unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15reduce29_kerneliPKif(int, const int *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5fuse3PiPfi(int *__par0, float *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, float *, int))fuse3)), 0U);}
# 8 "v001651.cu"
void fuse3( int *__cuda_0,float *__cuda_1,int __cuda_2)
# 8 "v001651.cu"
{__device_stub__Z5fuse3PiPfi( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001651.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread23siPKh( short __par0,  int __par1,  const unsigned char *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(short, int, const unsigned char *))spread23)), 0U); }
# 36 "v001651.cu"
void spread23( short __cuda_0,int __cuda_1,const unsigned char *__cuda_2)
# 36 "v001651.cu"
{__device_stub__Z8spread23siPKh( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001651.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15reduce29_kerneliPKif( int __par0,  const int *__par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const int *, float))reduce29_kernel)), 0U); }
# 43 "v001651.cu"
void reduce29_kernel( int __cuda_0,const int *__cuda_1,float __cuda_2)
# 43 "v001651.cu"
{__device_stub__Z15reduce29_kerneliPKif( __cuda_0,__cuda_1,__cuda_2);
# 55 "v001651.cu"
}
# 1 "v001651.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int, const int *, float))reduce29_kernel), _Z15reduce29_kerneliPKif, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(short, int, const unsigned char *))spread23), _Z8spread23siPKh, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int *, float *, int))fuse3), _Z5fuse3PiPfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
