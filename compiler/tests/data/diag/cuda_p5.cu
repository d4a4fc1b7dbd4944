#include "prelude.cuh"
struct B1 { __host__ __device__ virtual int value() const { return 1; } };
struct D1 : B1 { __device__ int value() const override { return 2; } };
struct B2 { __device__ virtual int value() const { return 1; } };
struct D2 : B2 { int value() const override { return 2; } };
struct B3 { virtual int value() const { return 1; } };
struct D3 : B3 { __device__ int value() const override { return 2; } };
