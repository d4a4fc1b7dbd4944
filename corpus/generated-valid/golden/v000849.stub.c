#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000849.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14gather6_kernelPKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_sift19Pji(unsigned *, int);
static void __device_stub__Z6rank20jPKi(unsigned, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp31_kernelyPaPKfPKd(unsigned long long, signed char *, const float *__restrict__, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep38iPiPj(int, int *, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot46_kernel6State2(enum State2);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__989f5dee_10_v000849_cu_6a88bc686fuse11EPKfiPij(const float *, int, int *__restrict__, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14gather6_kernelPKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))gather6_kernel)), 0U);}
# 8 "v000849.cu"
void gather6_kernel( const int *__cuda_0)
# 9 "v000849.cu"
{__device_stub__Z14gather6_kernelPKi( __cuda_0);
# 18 "v000849.cu"
}
# 1 "v000849.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_sift19Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_sift19)), 0U); }
# 36 "v000849.cu"
void map_sift19( unsigned *__cuda_0,int __cuda_1)
# 36 "v000849.cu"
{__device_stub__Z10map_sift19Pji( __cuda_0,__cuda_1); }
# 1 "v000849.cudafe1.stub.c"
static void __device_stub__Z6rank20jPKi( unsigned __par0,  const int *__restrict__ __par1) {  const int *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, const int *__restrict__))rank20)), 0U); }
# 38 "v000849.cu"
static void rank20( unsigned __cuda_0,const int *__restrict__ __cuda_1)
# 39 "v000849.cu"
{__device_stub__Z6rank20jPKi( __cuda_0,__cuda_1);
# 46 "v000849.cu"
}
# 1 "v000849.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp31_kernelyPaPKfPKd( unsigned long long __par0,  signed char *__par1,  const float *__restrict__ __par2,  const double *__par3) {  const float *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned long long, signed char *, const float *__restrict__, const double *))clamp31_kernel)), 0U); }
# 56 "v000849.cu"
void clamp31_kernel( unsigned long long __cuda_0,signed char *__cuda_1,const float *__restrict__ __cuda_2,const double *__cuda_3)
# 57 "v000849.cu"
{__device_stub__Z14clamp31_kernelyPaPKfPKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 64 "v000849.cu"
}
# 1 "v000849.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep38iPiPj( int __par0,  int *__par1,  unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, unsigned *))sweep38)), 0U); }
# 66 "v000849.cu"
void sweep38( int __cuda_0,int *__cuda_1,unsigned *__cuda_2)
# 67 "v000849.cu"
{__device_stub__Z7sweep38iPiPj( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000849.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot46_kernel6State2( enum State2 __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(enum State2))pivot46_kernel)), 0U); }
# 78 "v000849.cu"
void pivot46_kernel( enum ::State2 __cuda_0)
# 79 "v000849.cu"
{__device_stub__Z14pivot46_kernel6State2( __cuda_0);
# 86 "v000849.cu"
}
# 1 "v000849.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__989f5dee_10_v000849_cu_6a88bc686fuse11EPKfiPij( const float *__par0,  int __par1,  int *__restrict__ __par2,  unsigned __par3) {  int *__T6;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T6 = __par2; __cudaSetupArgSimple(__T6, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, int, int *__restrict__, unsigned))_NV_ANON_NAMESPACE::fuse11)), 0U); }
# 21 "v000849.cu"
void _NV_ANON_NAMESPACE::fuse11( const float *__cuda_0,int __cuda_1,int *__restrict__ __cuda_2,unsigned __cuda_3)
# 22 "v000849.cu"
{__device_stub__ZN43_GLOBAL__N__989f5dee_10_v000849_cu_6a88bc686fuse11EPKfiPij( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 28 "v000849.cu"
}
# 1 "v000849.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const float *, int, int *__restrict__, unsigned))_NV_ANON_NAMESPACE::fuse11), _ZN43_GLOBAL__N__989f5dee_10_v000849_cu_6a88bc686fuse11EPKfiPij, 64); __cudaRegisterEntry(__T7, ((void ( *)(enum State2))pivot46_kernel), _Z14pivot46_kernel6State2, 64); __cudaRegisterEntry(__T7, ((void ( *)(int, int *, unsigned *))sweep38), _Z7sweep38iPiPj, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned long long, signed char *, const float *__restrict__, const double *))clamp31_kernel), _Z14clamp31_kernelyPaPKfPKd, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned, const int *__restrict__))rank20), _Z6rank20jPKi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *, int))map_sift19), _Z10map_sift19Pji, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const int *))gather6_kernel), _Z14gather6_kernelPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
