#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001640.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5grow6PhPKff(unsigned char *, const float *__restrict__, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow16_kernelPj(unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick38Px(long long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15filter42_kernelPdPKi(double *__restrict__, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__79ea78a0_10_v001640_cu_ffacd7d114merge22_kernelEi(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__79ea78a0_10_v001640_cu_ffacd7d113bump26_kernelEPKjPil(const unsigned *, int *__restrict__, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5grow6PhPKff(unsigned char *__par0, const float *__restrict__ __par1, float __par2){ const float *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned char *, const float *__restrict__, float))grow6)), 0U);}
# 11 "v001640.cu"
void grow6( unsigned char *__cuda_0,const float *__restrict__ __cuda_1,float __cuda_2)
# 11 "v001640.cu"
{__device_stub__Z5grow6PhPKff( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001640.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow16_kernelPj( unsigned *__restrict__ __par0) {  unsigned *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__))grow16_kernel)), 0U); }
# 20 "v001640.cu"
void grow16_kernel( unsigned *__restrict__ __cuda_0)
# 20 "v001640.cu"
{__device_stub__Z13grow16_kernelPj( __cuda_0);


}
# 1 "v001640.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6kick38Px( long long *__restrict__ __par0) {  long long *__T2;
__cudaLaunchPrologue(1); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaLaunch(((char *)((void ( *)(long long *__restrict__))kick38)), 0U); }
# 73 "v001640.cu"
void kick38( long long *__restrict__ __cuda_0)
# 73 "v001640.cu"
{__device_stub__Z6kick38Px( __cuda_0);
# 79 "v001640.cu"
}
# 1 "v001640.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15filter42_kernelPdPKi( double *__restrict__ __par0,  const int *__restrict__ __par1) {  double *__T3;
 const int *__T4;
__cudaLaunchPrologue(2); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__, const int *__restrict__))filter42_kernel)), 0U); }
# 81 "v001640.cu"
void filter42_kernel( double *__restrict__ __cuda_0,const int *__restrict__ __cuda_1)
# 81 "v001640.cu"
{__device_stub__Z15filter42_kernelPdPKi( __cuda_0,__cuda_1);
# 91 "v001640.cu"
}
# 1 "v001640.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__79ea78a0_10_v001640_cu_ffacd7d114merge22_kernelEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))_NV_ANON_NAMESPACE::merge22_kernel)), 0U); }
# 31 "v001640.cu"
void _NV_ANON_NAMESPACE::merge22_kernel( int __cuda_0)
# 31 "v001640.cu"
{__device_stub__ZN43_GLOBAL__N__79ea78a0_10_v001640_cu_ffacd7d114merge22_kernelEi( __cuda_0);
# 43 "v001640.cu"
}
# 1 "v001640.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__79ea78a0_10_v001640_cu_ffacd7d113bump26_kernelEPKjPil( const unsigned *__par0,  int *__restrict__ __par1,  long __par2) {  int *__T8;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T8 = __par1; __cudaSetupArgSimple(__T8, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int *__restrict__, long))_NV_ANON_NAMESPACE::bump26_kernel)), 0U); }
# 45 "v001640.cu"
void _NV_ANON_NAMESPACE::bump26_kernel( const unsigned *__cuda_0,int *__restrict__ __cuda_1,long __cuda_2)
# 45 "v001640.cu"
{__device_stub__ZN43_GLOBAL__N__79ea78a0_10_v001640_cu_ffacd7d113bump26_kernelEPKjPil( __cuda_0,__cuda_1,__cuda_2);
# 54 "v001640.cu"
}
# 1 "v001640.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(const unsigned *, int *__restrict__, long))_NV_ANON_NAMESPACE::bump26_kernel), _ZN43_GLOBAL__N__79ea78a0_10_v001640_cu_ffacd7d113bump26_kernelEPKjPil, 512); __cudaRegisterEntry(__T9, ((void ( *)(int))_NV_ANON_NAMESPACE::merge22_kernel), _ZN43_GLOBAL__N__79ea78a0_10_v001640_cu_ffacd7d114merge22_kernelEi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(double *__restrict__, const int *__restrict__))filter42_kernel), _Z15filter42_kernelPdPKi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(long long *__restrict__))kick38), _Z6kick38Px, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(unsigned *__restrict__))grow16_kernel), _Z13grow16_kernelPj, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(unsigned char *, const float *__restrict__, float))grow6), _Z5grow6PhPKff, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
