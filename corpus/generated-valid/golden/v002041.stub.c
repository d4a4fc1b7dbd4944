#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002041.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6scale7iPKx(int, const long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix13jPKii(unsigned, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift22jx(unsigned, long long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply27_kerneliiPib(int, int, int *, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6scale7iPKx(int __par0, const long long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const long long *))scale7)), 0U);}
# 16 "v002041.cu"
void scale7( int __cuda_0,const long long *__cuda_1)
# 16 "v002041.cu"
{__device_stub__Z6scale7iPKx( __cuda_0,__cuda_1);
# 32 "v002041.cu"
}
# 1 "v002041.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z5mix13jPKii( unsigned __par0,  const int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, const int *, int))mix13)), 0U); }
# 34 "v002041.cu"
void mix13( unsigned __cuda_0,const int *__cuda_1,int __cuda_2)
# 34 "v002041.cu"
{__device_stub__Z5mix13jPKii( __cuda_0,__cuda_1,__cuda_2);
# 49 "v002041.cu"
}
# 1 "v002041.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6sift22jx( unsigned __par0,  long long __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, long long))sift22)), 0U); }
# 51 "v002041.cu"
void sift22( unsigned __cuda_0,long long __cuda_1)
# 51 "v002041.cu"
{__device_stub__Z6sift22jx( __cuda_0,__cuda_1);



}
# 1 "v002041.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply27_kerneliiPib( int __par0,  int __par1,  int *__par2,  bool __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, int *, bool))apply27_kernel)), 0U); }
# 57 "v002041.cu"
void apply27_kernel( int __cuda_0,int __cuda_1,int *__cuda_2,bool __cuda_3)
# 57 "v002041.cu"
{__device_stub__Z14apply27_kerneliiPib( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 64 "v002041.cu"
}
# 1 "v002041.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, int, int *, bool))apply27_kernel), _Z14apply27_kerneliiPib, 64); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, long long))sift22), _Z6sift22jx, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, const int *, int))mix13), _Z5mix13jPKii, 64); __cudaRegisterEntry(__T4, ((void ( *)(int, const long long *))scale7), _Z6scale7iPKx, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
