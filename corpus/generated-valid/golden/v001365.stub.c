#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001365.fatbin.c"
static void __device_stub__Z5fuse5yPi(unsigned long long, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot24_kernelPKsPKi(const short *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_spread32Pii(int *, int);
static void __device_stub__Z9combine19IlLi4EEvT_PS0_(long, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__64394a41_10_v001365_cu_566384ff15reduce10_kernelEPhPKsPKii(unsigned char *, const short *, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu333v347tally46EfPKf(float, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5fuse5yPi(unsigned long long __par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned long long, int *))fuse5)), 0U);}
# 14 "v001365.cu"
static void fuse5( unsigned long long __cuda_0,int *__cuda_1)
# 14 "v001365.cu"
{__device_stub__Z5fuse5yPi( __cuda_0,__cuda_1);


}
# 1 "v001365.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot24_kernelPKsPKi( const short *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const short *, const int *))pivot24_kernel)), 0U); }
# 50 "v001365.cu"
void pivot24_kernel( const short *__cuda_0,const int *__cuda_1)
# 50 "v001365.cu"
{__device_stub__Z14pivot24_kernelPKsPKi( __cuda_0,__cuda_1);
# 63 "v001365.cu"
}
# 1 "v001365.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_spread32Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_spread32)), 0U); }
# 71 "v001365.cu"
void map_spread32( int *__cuda_0,int __cuda_1)
# 71 "v001365.cu"
{__device_stub__Z12map_spread32Pii( __cuda_0,__cuda_1); }
# 1 "v001365.cudafe1.stub.c"
static void __device_stub__Z9combine19IlLi4EEvT_PS0_( long __par0,  long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long, long *))combine19<long, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_combine19<long,4>( long &__cuda_0,long *&__cuda_1){__device_stub__Z9combine19IlLi4EEvT_PS0_( (long &)__cuda_0,(long *&)__cuda_1);}
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__64394a41_10_v001365_cu_566384ff15reduce10_kernelEPhPKsPKii( unsigned char *__par0,  const short *__par1,  const int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned char *, const short *, const int *, int))_NV_ANON_NAMESPACE::reduce10_kernel)), 0U); }
# 22 "v001365.cu"
void _NV_ANON_NAMESPACE::reduce10_kernel( unsigned char *__cuda_0,const short *__cuda_1,const int *__cuda_2,int __cuda_3)
# 22 "v001365.cu"
{__device_stub__ZN43_GLOBAL__N__64394a41_10_v001365_cu_566384ff15reduce10_kernelEPhPKsPKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001365.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu333v347tally46EfPKf( float __par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float, const float *))gpu33::v34::tally46)), 0U); }
# 98 "v001365.cu"
void gpu33::v34::tally46( float __cuda_0,const float *__cuda_1)
# 98 "v001365.cu"
{__device_stub__ZN5gpu333v347tally46EfPKf( __cuda_0,__cuda_1);
# 110 "v001365.cu"
}
# 1 "v001365.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float, const float *))gpu33::v34::tally46), _ZN5gpu333v347tally46EfPKf, 32); __cudaRegisterEntry(__T4, ((void ( *)(unsigned char *, const short *, const int *, int))_NV_ANON_NAMESPACE::reduce10_kernel), _ZN43_GLOBAL__N__64394a41_10_v001365_cu_566384ff15reduce10_kernelEPhPKsPKii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long, long *))combine19<long, (int)4> ), _Z9combine19IlLi4EEvT_PS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, int))map_spread32), _Z12map_spread32Pii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const short *, const int *))pivot24_kernel), pivot24_kernel, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned long long, int *))fuse5), _Z5fuse5yPi, 256); __cudaRegisterVariable(__T4, __shadow_var(d_norm9,::d_norm9), 0, 4UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(d_gather15,::d_gather15), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
