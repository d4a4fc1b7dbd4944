#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001216.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter13PdilPKj(double *, int, long, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm31_kernell(long);
static void __device_stub__Z7accum36ibi(int, bool, int);
static void __device_stub__Z14merge42_kernelPKdPhPKi(const double *, unsigned char *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter13PdilPKj(double *__par0, int __par1, long __par2, const unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(double *, int, long, const unsigned *))scatter13)), 0U);}
# 27 "v001216.cu"
void scatter13( double *__cuda_0,int __cuda_1,long __cuda_2,const unsigned *__cuda_3)
# 28 "v001216.cu"
{__device_stub__Z9scatter13PdilPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 40 "v001216.cu"
}
# 1 "v001216.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm31_kernell( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))norm31_kernel)), 0U); }
# 55 "v001216.cu"
void norm31_kernel( long __cuda_0)
# 56 "v001216.cu"
{__device_stub__Z13norm31_kernell( __cuda_0);
# 66 "v001216.cu"
}
# 1 "v001216.cudafe1.stub.c"
static void __device_stub__Z7accum36ibi( int __par0,  bool __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, bool, int))accum36)), 0U); }
# 68 "v001216.cu"
static void accum36( int __cuda_0,bool __cuda_1,int __cuda_2)
# 69 "v001216.cu"
{__device_stub__Z7accum36ibi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001216.cudafe1.stub.c"
static void __device_stub__Z14merge42_kernelPKdPhPKi( const double *__par0,  unsigned char *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const double *, unsigned char *, const int *))merge42_kernel)), 0U); }
# 76 "v001216.cu"
static void merge42_kernel( const double *__cuda_0,unsigned char *__cuda_1,const int *__cuda_2)
# 77 "v001216.cu"
{__device_stub__Z14merge42_kernelPKdPhPKi( __cuda_0,__cuda_1,__cuda_2);
# 85 "v001216.cu"
}
# 1 "v001216.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, unsigned char *, const int *))merge42_kernel), _Z14merge42_kernelPKdPhPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, bool, int))accum36), _Z7accum36ibi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long))norm31_kernel), _Z13norm31_kernell, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int, long, const unsigned *))scatter13), _Z9scatter13PdilPKj, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_weigh6,::m_weigh6), 0, 4UL, 0, 0); __cudaRegisterManagedVariable(__T3, __shadow_var(m_count12,::m_count12), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
